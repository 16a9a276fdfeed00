// pdf.js ships no types for its worker module; it is loaded only to run pdf.js's "fake worker" in-thread.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
