import type { FeedbackItem, FeedbackPage, StaffFeedbackPage } from '@portal/contracts'

// The REST shape of problem feedback. The spec names no LibStar path or fields for it; these follow the paged lists
// of the contract (`searchResult` + `numFound`) and LibStar's time format ("yyyy-MM-dd HH:mm:ss", UTC+8).

const stamp = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ') : '')

export function feedbackToWire(f: FeedbackItem) {
  return { id: f.id, content: f.content, contact: f.contact, replyContent: f.reply, replyFlag: f.repliedAt ? '1' : '0', createTime: stamp(f.createdAt), replyTime: stamp(f.repliedAt) }
}

export function feedbackPageToWire(p: FeedbackPage) {
  return { searchResult: p.items.map(feedbackToWire), numFound: p.total, page: p.page, rows: p.rows }
}

export function deskFeedbackPageToWire(p: StaffFeedbackPage) {
  return { searchResult: p.items.map((f) => ({ ...feedbackToWire(f), patronName: f.patronName, username: f.patronUsername })), numFound: p.total, page: p.page, rows: p.rows }
}
