import { createHash } from 'node:crypto';

/**
 * The PDF standard security handler, revision 2 (40-bit RC4, ISO 32000-1 §7.6.3), with an empty user password: any
 * reader opens such a file without asking, yet its streams are unreadable to anything that does not decrypt them.
 */
const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

export function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => createHash('md5').update(Buffer.concat(parts)).digest();

export interface Rc4Security {
  /** The /Encrypt dictionary body. */
  encryptDict: string;
  /** The file identifier, hex, for the trailer's /ID. */
  id: string;
  /** Encrypts the data of object `num` (generation 0). */
  encrypt(num: number, data: Uint8Array): Buffer;
}

export function rc4Security(): Rc4Security {
  const id = Buffer.from('6e6f76617374616b6b2d626f6d622d31', 'hex');
  const permissions = -4;
  // Algorithm 3: O is the padded user password encrypted with a key derived from the (here also empty) owner one.
  const owner = rc4(md5(PADDING).subarray(0, 5), PADDING);
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  // Algorithm 2: the file key; Algorithm 4: U is the padding encrypted with it.
  const key = md5(PADDING, owner, p, id).subarray(0, 5);
  const user = rc4(key, PADDING);
  return {
    encryptDict: `<< /Filter /Standard /V 1 /R 2 /Length 40 /P ${permissions} /O <${owner.toString('hex')}> /U <${user.toString('hex')}> >>`,
    id: id.toString('hex'),
    encrypt(num, data) {
      const objectKey = md5(key, Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, 0, 0])).subarray(
        0,
        10,
      );
      return rc4(objectKey, data);
    },
  };
}
