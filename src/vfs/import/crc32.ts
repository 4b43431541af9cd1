// CRC-32 (the zip format's: polynomial 0xEDB88320, reflected, initial and final XOR 0xFFFFFFFF). fflate
// computes it when it writes a zip but neither checks it when it reads one nor exports it, and a zip entry
// whose bytes do not match its stated CRC must be refused, not imported (read-zip.ts).

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
