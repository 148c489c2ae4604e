type TypedArray = Uint8Array | Int32Array;

/** Consecutive zeroed pieces of one buffer, and a new buffer when it is used up. */
class Carver<Piece extends TypedArray> {
  private buffer: Piece;
  private used = 0;

  constructor(
    private readonly Kind: new (length: number) => Piece,
    private readonly expected: number,
  ) {
    this.buffer = new Kind(expected);
  }

  take(length: number): Piece {
    if (this.used + length > this.buffer.length) {
      this.buffer = new this.Kind(Math.max(length, this.expected));
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

  /** How many elements of each kind its user expects to take: each kind is allocated once, at this size. */
  constructor(expected: { bytes: number; ints: number }) {
    this.bytes = new Carver(Uint8Array, expected.bytes);
    this.ints = new Carver(Int32Array, expected.ints);
  }

  uint8(length: number): Uint8Array {
    return this.bytes.take(length);
  }

  int32(length: number): Int32Array {
    return this.ints.take(length);
  }
}
