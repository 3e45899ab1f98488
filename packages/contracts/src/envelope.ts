/** The LibStar response envelope, keys in this order (contract §2.4). */
export type Envelope<T> = {
  success: boolean
  message: string
  errCode: number
  errorCode: null
  data: T
}

export const SUCCESS_MESSAGE = '操作成功'

export function envelope<T>(data: T, message = SUCCESS_MESSAGE, errCode = 200): Envelope<T> {
  return { success: true, message, errCode, errorCode: null, data }
}

export function failureEnvelope(message: string, errCode: number): Envelope<null> {
  return { success: false, message, errCode, errorCode: null, data: null }
}
