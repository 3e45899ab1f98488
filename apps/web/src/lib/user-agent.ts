/** User agents that get the mobile layout (spec §2 "Header and footer"). */
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPod|BlackBerry/i

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent)
}
