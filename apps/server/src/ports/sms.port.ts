/** Outgoing text messages (verification codes by SMS). Adapters: a logging sender and an HTTP gateway. */
export interface SmsSender {
  /** Resolves once the gateway accepted the message; rejects when it did not. */
  send(to: string, text: string): Promise<void>
}
