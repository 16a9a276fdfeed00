import { startLoopbackSite } from './loopback-site';

/** Starts the loopback site the deal-submission tests ask the API to read; stops it after the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startLoopbackSite(Number(process.env['E2E_SITE_PORT']));
}
