import type { Subscription } from '@portal/contracts'

/** A subscription as LibStar clients read it (contract §3.8: subId and subName), with the portal's fields after. */
export function subscriptionToWire(subscription: Subscription) {
  return {
    subId: subscription.id,
    subName: subscription.name,
    searchField: subscription.searchField,
    searchFieldContent: subscription.searchContent,
    schedule: subscription.schedule,
    emailAlerts: subscription.emailAlerts,
    createdAt: subscription.createdAt,
    lastNotifiedAt: subscription.lastNotifiedAt,
  }
}
