// The billing module's API for the custom server's scheduled jobs: no 'server-only' anywhere below it (decision 015).
export { entitlementsOf } from './entitlements';
export { runBillingCycle } from './cycle';
export { seedBilling, seedDemoPlans } from './seed';
