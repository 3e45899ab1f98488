import { describe, expect, it } from 'vitest'
import { citationRecordOf, degreeOf, splitContributors, thesisDegree, type CitationSource } from './record.ts'

const source: CitationSource = {
  id: 7, docType: 'book', title: ' 百年孤独 ', subtitle: '', authors: ['加西亚·马尔克斯', '范晔'], responsibility: '〔哥伦比亚〕加西亚·马尔克斯著；范晔译',
  institution: '', publisher: '南海出版公司', publishPlace: '海口', publishYear: '2011', edition: '', pages: '360页', isbn: '978-7-5442-5399-4 (精装)',
  isbns: ['9787544253994'], issn: '', langCode: 'chi', marc: null,
}

describe('citation fields of a record', () => {
  it('tells authors, editors and translators apart by the statement of responsibility', () => {
    expect(splitContributors(['马克思', '恩格斯', '中共中央马克思恩格斯列宁斯大林著作编译局'], '〔德〕马克思，〔德〕恩格斯著；中共中央马克思恩格斯列宁斯大林著作编译局译'))
      .toEqual({ authors: ['马克思', '恩格斯'], editors: false, translators: ['中共中央马克思恩格斯列宁斯大林著作编译局'] })
    expect(splitContributors(['Fyodor Dostoevsky', 'Richard Pevear'], 'Fyodor Dostoevsky ; translated by Richard Pevear'))
      .toEqual({ authors: ['Fyodor Dostoevsky'], editors: false, translators: ['Richard Pevear'] })
    expect(splitContributors(['王镜岩', '朱圣庚'], '王镜岩，朱圣庚主编')).toEqual({ authors: ['王镜岩', '朱圣庚'], editors: true, translators: [] })
    expect(splitContributors(['贾俊平'], '贾俊平编著')).toEqual({ authors: ['贾俊平'], editors: false, translators: [] })
    expect(splitContributors(['Homer', 'Bernard Knox'], 'Homer ; edited by Bernard Knox')).toEqual({ authors: ['Homer'], editors: false, translators: [] })
    expect(splitContributors(['Anonymous'], '')).toEqual({ authors: ['Anonymous'], editors: false, translators: [] })
  })

  it('reads the degree of a thesis from its dissertation note', () => {
    expect(['博士学位论文', 'Thesis (Ph. D.)--Harvard University, 1918.', '硕士学位论文', 'Thesis (M.S.)--MIT', "Bachelor's thesis", 'Thesis'].map(degreeOf))
      .toEqual(['doctor', 'doctor', 'master', 'master', 'bachelor', null])
    const marc = { leader: '', fields: [{ tag: '001', value: 'x' }, { tag: '328', ind1: ' ', ind2: ' ', subfields: [{ code: 'b', value: '博士' }, { code: 'e', value: '清华大学' }] }] }
    expect(thesisDegree(marc)).toBe('doctor')
    expect(thesisDegree(null)).toBeNull()
  })

  it('takes the normalised ISBN, trims, and gives theses their institution', () => {
    expect(citationRecordOf(source, 'Chinese')).toMatchObject({
      id: 7, docType: 'book', title: '百年孤独', authors: ['加西亚·马尔克斯'], translators: ['范晔'], isbn: '9787544253994', place: '海口', degree: null, language: 'Chinese',
    })
    const thesis = citationRecordOf({ ...source, docType: 'thesis', publisher: '清华大学', marc: { fields: [{ tag: '328', subfields: [{ code: 'a', value: '博士学位论文' }] }] } }, 'Chinese')
    expect(thesis).toMatchObject({ docType: 'thesis', institution: '清华大学', degree: 'doctor' })
    expect(citationRecordOf({ ...source, docType: 'journal' }, '').docType).toBe('journal')
    expect(citationRecordOf({ ...source, docType: 'patent' }, '').docType).toBe('book')
  })
})
