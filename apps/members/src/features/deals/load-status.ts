/** Every list and page of the app moves through these: nothing asked yet, asking, answered, failed. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
