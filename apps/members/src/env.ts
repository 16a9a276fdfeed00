/** The only module that reads Vite's build-time variables; Jest maps it to env.jest.ts. */
export const env = {
  /** Set to sign in with Magic instead of the embedded magic link of the API. */
  magicPublishableKey: (import.meta.env['VITE_MAGIC_PUBLISHABLE_KEY'] as string | undefined) || undefined,
  /** The waitlist build variant: a shorter public route list and no sign-in. */
  waitlist: import.meta.env['VITE_WAITLIST'] === 'true',
};
