/** Consecutive zeroed pieces of one buffer, and a new buffer when it is used up. */
class Carver<Piece extends Uint8Array | Int32Array> {
  private buffer: Piece;
  private used = 0;

  constructor(
    private readonly allocate: (length: number) => Piece,
    private readonly expected: number,
  ) {
    this.buffer = allocate(0);
  }

  take(length: number): Piece {
    if (this.used + length > this.buffer.length) {
      this.buffer = this.allocate(Math.max(length, this.expected));
      this.used = 0;
    }
    this.used += length;
    return this.buffer.subarray(this.used - length, this.used) as Piece;
  }
}

/**
 * Zeroed typed arrays carved out of a few shared buffers. Allocating a typed array costs microseconds (its memory
 * lives outside the JavaScript heap), and reading one message needs dozens of them; an arena lives for one message.
 */
export class TypedArena {
  private readonly bytes: Carver<Uint8Array>;
  private readonly ints: Carver<Int32Array>;

  /** How many elements of each kind its user expects to take, so that each kind is allocated once. */
  constructor(expected: { bytes: number; ints: number }) {
    this.bytes = new Carver((length) => new Uint8Array(length), expected.bytes);
    this.ints = new Carver((length) => new Int32Array(length), expected.ints);
  }

  uint8(length: number): Uint8Array {
    return this.bytes.take(length);
  }

  int32(length: number): Int32Array {
    return this.ints.take(length);
  }
}
