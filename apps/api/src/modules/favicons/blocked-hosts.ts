/**
 * Hosting and site-builder domains fall back to the default logo: their icon is the host's, not the company's. A
 * site on these shows the platform's icon, not the company's, so we do not even ask.
 */

/** Domains that only host other people's sites: the domain and every subdomain are blocked. */
const HOSTING_DOMAINS = [
  'wixsite.com', 'wixstudio.io', 'editorx.io', 'webflow.io', 'carrd.co', 'github.io', 'gitlab.io', 'bitbucket.io', 'codeberg.page',
  'netlify.app', 'vercel.app', 'now.sh', 'pages.dev', 'workers.dev', 'herokuapp.com', 'onrender.com', 'fly.dev', 'railway.app',
  'firebaseapp.com', 'web.app', 'appspot.com', 'azurewebsites.net', 'azurestaticapps.net', 'amplifyapp.com', 'surge.sh',
  'glitch.me', 'replit.app', 'repl.co', 'blogspot.com', 'godaddysites.com', 'notion.site', 'super.site', 'framer.website',
  'framer.app', 'framer.ai', 'framer.photos', 'typedream.app', 'softr.app', 'bubbleapps.io', 'myshopify.com', 'square.site',
  'business.site', 'mailchimpsites.com', 'hs-sites.com', 'hubspotpagebuilder.com', 'jimdosite.com', 'jimdofree.com',
  'mystrikingly.com', 'site123.me', 'yolasite.com', 'webnode.page', 'ueniweb.com', 'tilda.ws',
  'zyrosite.com', 'hostingersite.com', 'wpcomstaging.com', 'wpengine.com', 'pantheonsite.io', 'kinsta.cloud', 'gitbook.io',
  'neocities.org', 'linktr.ee', 'beacons.ai', 'bio.link', 'sites.google.com',
];

/** A builder's own brand domain: the company's site stays allowed, its customers' subdomains do not. */
const BUILDER_DOMAINS = ['wix.com', 'squarespace.com', 'weebly.com', 'wordpress.com', 'webflow.com', 'shopify.com', 'strikingly.com', 'tumblr.com', 'durable.co'];

function isWithin(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

export function isBlockedHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (HOSTING_DOMAINS.some((domain) => isWithin(name, domain))) return true;
  // www.squarespace.com is Squarespace itself; acme.squarespace.com is a customer.
  return BUILDER_DOMAINS.some((domain) => name.endsWith(`.${domain}`) && name !== `www.${domain}`);
}
