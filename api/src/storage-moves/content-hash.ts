/**
 * SHA-256 over rows in key order, each as one JSON array and a newline: D1's copy and an object's
 * copy of a part are the same when their counts and these hashes are (a move's check). Rows are
 * fed page by page through workerd's `crypto.DigestStream`, so no whole part sits in memory.
 */
export class ContentHash {
  private readonly digest = new crypto.DigestStream('SHA-256');
  private readonly writer = this.digest.getWriter();
  private readonly encoder = new TextEncoder();
  count = 0;

  async add(rows: readonly (readonly unknown[])[]): Promise<void> {
    if (rows.length === 0) return;
    const text = rows.map((row) => `${JSON.stringify(row)}\n`).join('');
    this.count += rows.length;
    await this.writer.write(this.encoder.encode(text));
  }

  /** The count and the hex hash of everything added. */
  async finish(): Promise<{ rows: number; hash: string }> {
    await this.writer.close();
    const bytes = new Uint8Array(await this.digest.digest);
    const hash = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    return { rows: this.count, hash };
  }
}
