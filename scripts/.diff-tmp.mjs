import sharp from 'sharp';
const [a, b] = await Promise.all(process.argv.slice(2, 4).map((f) => sharp(f).raw().toBuffer({ resolveWithObject: true })));
const { width, height, channels } = a.info;
let rows = new Map();
for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
  const i = (y * width + x) * channels;
  if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) > Number(process.env.T ?? 30)) {
    const r = rows.get(y) ?? [1e9, -1, 0]; r[0] = Math.min(r[0], x); r[1] = Math.max(r[1], x); r[2]++; rows.set(y, r);
  }
}
for (const [y, r] of rows) console.log(y, r.join(' '));
