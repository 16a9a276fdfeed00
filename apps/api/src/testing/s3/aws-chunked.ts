import { Transform, type TransformCallback } from 'node:stream';
import { S3Error } from './protocol';

/**
 * The aws-chunked content encoding with unsigned chunks: `<hex size>\r\n<data>\r\n` repeated, a
 * zero-size chunk, then trailer lines (`name:value\r\n`) and an empty line. Decoded as it streams.
 */
export class AwsChunkedDecoder extends Transform {
  readonly trailers = new Map<string, string>();
  private state: 'size' | 'data' | 'data-end' | 'trailer' | 'done' = 'size';
  private line = '';
  private remaining = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.consume(chunk);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    callback(this.state === 'done' ? null : new S3Error(400, 'IncompleteBody', 'The aws-chunked body ended before its final chunk and trailers.'));
  }

  private consume(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.state === 'data') {
        const take = Math.min(this.remaining, chunk.length - at);
        this.push(chunk.subarray(at, at + take));
        at += take;
        this.remaining -= take;
        if (this.remaining === 0) this.state = 'data-end';
        continue;
      }
      if (this.state === 'done') throw malformedChunk('bytes after the trailers');
      const newline = chunk.indexOf(0x0a, at);
      const end = newline < 0 ? chunk.length : newline + 1;
      this.line += chunk.toString('latin1', at, end);
      at = end;
      if (this.line.length > 8192) throw malformedChunk('a line longer than 8 KiB');
      if (newline >= 0) this.onLine(this.line);
    }
  }

  private onLine(raw: string): void {
    this.line = '';
    if (!raw.endsWith('\r\n')) throw malformedChunk('a line not ended by CRLF');
    const line = raw.slice(0, -2);
    if (this.state === 'data-end') {
      if (line !== '') throw malformedChunk('chunk data longer than its size');
      this.state = 'size';
    } else if (this.state === 'size') {
      // A `;chunk-signature=` extension belongs to signed chunks, which this server refuses.
      if (!/^[0-9a-fA-F]{1,15}$/.test(line)) throw malformedChunk(`the chunk header "${line.slice(0, 80)}"`);
      this.remaining = Number.parseInt(line, 16);
      this.state = this.remaining === 0 ? 'trailer' : 'data';
    } else if (line === '') {
      this.state = 'done';
    } else {
      const colon = line.indexOf(':');
      if (colon <= 0) throw malformedChunk(`the trailer "${line.slice(0, 80)}"`);
      this.trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
}

const malformedChunk = (what: string) => new S3Error(400, 'InvalidChunkSizeError', `Malformed aws-chunked body: ${what}.`);
