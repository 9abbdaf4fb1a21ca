import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/** The client went away: the export stops reading the database. */
export class ZipStreamClosed extends Error {
  constructor() {
    super('The download was closed before the export was written');
  }
}

// Fast deflate: CSV shrinks to about a fifth even so, and the export's time is the person's wait.
const DEFLATE_LEVEL = 3;

/**
 * A zip written while it is sent: each file is deflated as its text is added, and the zip's
 * bytes go to `readable` (the reply's body). When the client reads slower than the database
 * answers, `addText` waits for the socket to drain, so at most about one page of rows and the
 * stream's buffer are held at once.
 */
export class ZipStream {
  readonly readable: Readable;
  private readonly output = new PassThrough();
  private readonly zip: Zip;
  private readonly encoder = new TextEncoder();
  private current: ZipDeflate | undefined;
  private full = false;

  constructor() {
    this.readable = this.output;
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.output.destroy(error);
        return;
      }
      if (!this.output.write(chunk)) this.full = true;
      if (final) this.output.end();
    });
  }

  /** Starts the next file; the one before it is finished first. */
  startFile(name: string): void {
    this.finishFile();
    this.current = new ZipDeflate(name, { level: DEFLATE_LEVEL });
    this.zip.add(this.current);
  }

  /** Adds text to the current file, then waits until the client has taken what was sent. */
  async addText(text: string): Promise<void> {
    if (this.current === undefined) throw new Error('addText before startFile');
    if (this.output.destroyed) throw new ZipStreamClosed();
    this.current.push(this.encoder.encode(text));
    if (this.full) await this.drained();
  }

  /** Finishes the last file and the zip's central directory. */
  end(): void {
    this.finishFile();
    this.zip.end();
  }

  /** Stops with an error: the client sees the body end early, never a zip that looks whole. */
  fail(error: Error): void {
    this.output.destroy(error);
  }

  private finishFile(): void {
    this.current?.push(new Uint8Array(0), true);
    this.current = undefined;
  }

  private async drained(): Promise<void> {
    await new Promise<void>((resolve) => {
      const done = () => {
        this.output.off('drain', done);
        this.output.off('close', done);
        resolve();
      };
      this.output.on('drain', done);
      this.output.on('close', done);
    });
    this.full = false;
    if (this.output.destroyed) throw new ZipStreamClosed();
  }
}
