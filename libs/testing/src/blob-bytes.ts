/** The bytes of a Blob under jsdom, whose Blob has neither arrayBuffer() nor text(): read as the browser's FileReader reads it. */
export function blobBytes(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]));
    reader.addEventListener('error', () => reject(reader.error));
    reader.readAsArrayBuffer(blob);
  });
}
