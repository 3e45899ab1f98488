import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, DEFAULT_GROUP, staffHeaders, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const MARCXML = `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">
  <record>
    <leader>00000nam a2200000 a 4500</leader>
    <controlfield tag="001">upload-test-0001</controlfield>
    <controlfield tag="008">200101s2020    cc            000 0 chi d</controlfield>
    <datafield tag="020" ind1=" " ind2=" "><subfield code="a">9787111213826</subfield></datafield>
    <datafield tag="245" ind1="1" ind2="0"><subfield code="a">星海上传测试之书</subfield><subfield code="c">测试作者著</subfield></datafield>
    <datafield tag="264" ind1=" " ind2="1"><subfield code="a">北京</subfield><subfield code="b">测试出版社</subfield><subfield code="c">2020</subfield></datafield>
  </record>
</collection>`

async function waitForJob(headers: Record<string, string>, jobId: string) {
  for (let i = 0; i < 100; i++) {
    const res = await t.http().get(`/admin/catalogue/import/${jobId}`).set(headers)
    if (res.body.data.status !== 'running') return res.body.data
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('import job did not finish')
}

describe('POST /admin/catalogue/import', () => {
  it('imports an uploaded file as a job, after which search finds the record', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const res = await t.http().post('/admin/catalogue/import').query({ fileName: 'upload.xml' }).set(headers).set('content-type', 'application/octet-stream').send(Buffer.from(MARCXML))
    expect(res.body).toMatchObject({ success: true, data: { status: 'running' } })
    const job = await waitForJob(headers, res.body.data.jobId)
    expect(job).toMatchObject({ status: 'done', summary: { imported: 1, failed: 0 } })
    const search = await t.http().post('/find/unify/search').set('groupCode', DEFAULT_GROUP).send({ searchFieldContent: '星海上传测试' })
    expect(search.body.data.searchResult[0].title).toContain('星海上传测试之书')
  })

  it('reports broken records in the job summary instead of failing the upload', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const res = await t.http().post('/admin/catalogue/import').query({ fileName: 'broken.mrc' }).set(headers).set('content-type', 'application/octet-stream').send(Buffer.from('00099nam  2200037   4500\x1e\x1d'))
    const job = await waitForJob(headers, res.body.data.jobId)
    expect(job.status).toBe('done')
    expect(job.summary.failed).toBe(1)
    expect(job.summary.failures[0]).toMatchObject({ file: 'broken.mrc' })
  })

  it('imports a patrons CSV and then a loans CSV with profile=patrons / profile=loans', async () => {
    const headers = await staffHeaders(t, DEFAULT_GROUP)
    const upload = async (profile: string, fileName: string, csv: string) => {
      const res = await t.http().post('/admin/catalogue/import').query({ fileName, profile }).set(headers).set('content-type', 'application/octet-stream').send(Buffer.from(csv))
      return waitForJob(headers, res.body.data.jobId)
    }
    const patrons = await upload('patrons', 'patrons.csv', 'username,name,userType,password\nupload-p1,上传读者,本科生,Upload@2026\nupload-p2,,本科生,\n')
    expect(patrons).toMatchObject({ status: 'done', summary: { profile: 'patrons', imported: 1, failed: 1, failures: [{ file: 'patrons.csv', position: 3, reason: 'name is empty (a new patron needs one)' }] } })
    const barcode = (await t.db.prisma.item.findFirstOrThrow({ where: { tenant: { groupCode: DEFAULT_GROUP }, status: 'ON_SHELF' }, orderBy: { id: 'asc' } })).barcode
    const loans = await upload('loans', 'loans.csv', `patron,barcode,loanDate,dueDate\nupload-p1,${barcode},2026-01-10,2026-02-09\n`)
    expect(loans).toMatchObject({ status: 'done', summary: { profile: 'loans', imported: 1, failed: 0 } })
    expect(await t.db.prisma.item.findFirstOrThrow({ where: { tenant: { groupCode: DEFAULT_GROUP }, barcode } })).toMatchObject({ status: 'ON_LOAN' })
  })

  it('refuses librarians, anonymous callers, empty files, bad names and other tenants’ jobs', async () => {
    const librarian = await staffHeaders(t, DEFAULT_GROUP, 'librarian', 'Librarian@2026')
    const upload = (headers: Record<string, string>, query: object, body: Buffer) =>
      t.http().post('/admin/catalogue/import').query(query).set(headers).set('content-type', 'application/octet-stream').send(body)
    expect((await upload(librarian, { fileName: 'a.xml' }, Buffer.from(MARCXML))).status).toBe(403)
    expect((await upload({ groupCode: DEFAULT_GROUP }, { fileName: 'a.xml' }, Buffer.from(MARCXML))).status).toBe(401)
    const admin = await staffHeaders(t, DEFAULT_GROUP)
    expect((await upload(admin, { fileName: 'a.xml' }, Buffer.alloc(0))).body).toMatchObject({ success: false, errCode: 400 })
    expect((await upload(admin, { fileName: '../etc/passwd' }, Buffer.from(MARCXML))).body).toMatchObject({ success: false, errCode: 400 })
    const city = await staffHeaders(t, '900002')
    const started = await upload(admin, { fileName: 'a.xml' }, Buffer.from(MARCXML))
    expect((await t.http().get(`/admin/catalogue/import/${started.body.data.jobId}`).set(city)).body).toMatchObject({ success: false, errCode: 404 })
  })
})
