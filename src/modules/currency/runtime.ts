// The currency module's API for code outside Next's request handling (the custom server's scheduled jobs, tests):
// no 'server-only' anywhere below it (decision 015).
export { readDisplayRate } from './display-rate';
