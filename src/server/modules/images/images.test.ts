import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/test-app';
import { IMAGE_MESSAGES } from '../../../shared/contracts/images';
import { isPublicAddress } from './fetch-image';
import { importImage } from './service';
import { auditLog } from '../audit/service';

const t = useTestApp({ env: { ADMIN_EMAILS: 'bilder@ryggkollen.test' } });
let admin: { token: string };
let customer: { token: string };
let images: Server;
let imagesUrl: string;
let png: Buffer;

beforeAll(async () => {
  admin = await signUp(t, 'bilder@ryggkollen.test');
  customer = await signUp(t, 'kund@example.se');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  images = createServer((req, res) => {
    if (req.url === '/bild.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/vidare') res.writeHead(302, { location: 'http://10.0.0.1/bild.png' }).end();
    else if (req.url === '/stor') res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imagesUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

/** A multipart body with one file in `field`, as the editor's form sends it. */
function upload(data: Buffer, filename: string, options: { field?: string; token?: string; type?: string } = {}) {
  const boundary = '----rk-bild';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'image'}"; filename="${filename}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-image',
    headers: { ...bearer(options.token ?? admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

async function served(imageUrl: string) {
  const res = await t.app.inject({ method: 'GET', url: imageUrl });
  expect(res.statusCode).toBe(200);
  return res;
}

/** A PNG chunk: length, type, data, CRC (the decoder checks it). */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = ~0;
  for (const byte of body) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(~crc >>> 0, 8 + data.length);
  return out;
}

describe('POST /api/upload-image', () => {
  it('stores a PNG re-encoded and serves it from this site, cached long, never sniffed', async () => {
    const res = await upload(png, 'bild.png');
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/api\/images\/[a-f0-9]{32}\.png$/);
    const image = await served(imageUrl);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('stores a JPEG without its EXIF metadata (a camera, a position)', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#aa3333' } })
      .withMetadata({ exif: { IFD0: { Make: 'Hemlig kamera', Artist: 'Anna Berg' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes('Hemlig kamera')).toBe(true);
    const res = await upload(jpeg, 'foto.jpg', { type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const image = await served(res.json<{ imageUrl: string }>().imageUrl);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes('Hemlig kamera')).toBe(false);
    expect(image.rawPayload.includes('Anna Berg')).toBe(false);
  });

  it('takes a WebP as WebP and a GIF as a PNG of its first frame', async () => {
    const base = sharp({ create: { width: 16, height: 12, channels: 3, background: '#123456' } });
    const webp = await upload(await base.clone().webp().toBuffer(), 'bild.webp', { type: 'application/octet-stream' });
    expect(webp.json<{ imageUrl: string }>().imageUrl).toMatch(/\.webp$/);
    expect((await served(webp.json<{ imageUrl: string }>().imageUrl)).headers['content-type']).toBe('image/webp');
    const gif = await upload(await base.clone().gif().toBuffer(), 'bild.gif', { type: 'image/gif' });
    expect(gif.statusCode).toBe(201);
    const image = await served(gif.json<{ imageUrl: string }>().imageUrl);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 16, height: 12 });
  });

  it('re-encodes a PNG with HTML appended (a polyglot) clean: nothing of the payload is stored', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const res = await upload(Buffer.concat([png, Buffer.from(payload)]), 'bild.png');
    expect(res.statusCode).toBe(201);
    const image = await served(res.json<{ imageUrl: string }>().imageUrl);
    expect(image.rawPayload.includes('<script')).toBe(false);
    expect(image.rawPayload.includes('alert')).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses what is not an image by its content, whatever its name and type header say', async () => {
    const notImage = { error: IMAGE_MESSAGES.notImage, fields: { image: IMAGE_MESSAGES.notImage } };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await upload(Buffer.from(svg), 'bild.svg', { type: 'image/svg+xml' })).json()).toEqual(notImage);
    expect((await upload(Buffer.from(`<?xml version="1.0"?>${svg}`), 'bild.png')).statusCode).toBe(400);
    const html = await upload(Buffer.from('<!doctype html><script>alert(1)</script>'), 'bild.png', { type: 'image/png' });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual(notImage);
  });

  it('refuses a GIF/JavaScript polyglot that only begins like a GIF', async () => {
    // Valid JavaScript (GIF89a=…) that begins with the GIF signature but is no decodable image.
    const res = await upload(Buffer.from('GIF89a=1;alert(document.domain);//'), 'bild.gif', { type: 'image/gif' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(IMAGE_MESSAGES.broken);
  });

  it('refuses a 20 MB image with the Swedish size message', async () => {
    const res = await upload(Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]), 'stor.png');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it('refuses a decompression bomb: a small PNG that claims 100 000 × 100 000 pixels', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(100_000, 0);
    header.writeUInt32BE(100_000, 4);
    header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
    const row = Buffer.alloc(100_001); // filter byte + pixels, all zero: compresses to almost nothing
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 50 }, () => row)))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload(bomb, 'bomb.png');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(IMAGE_MESSAGES.tooManyPixels);
  });

  it('answers a missing image field in Swedish', async () => {
    const res = await upload(png, 'bild.png', { field: 'fil' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(IMAGE_MESSAGES.missing);
  });

  it('is for admins only', async () => {
    expect((await upload(png, 'bild.png', { token: customer.token })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/upload-image', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploaded-images', headers: bearer(customer.token) })).statusCode).toBe(403);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import-image',
      headers: bearer(customer.token),
      payload: { url: `${imagesUrl}/bild.png` },
    });
    expect(imported.statusCode).toBe(403);
  });
});

describe('GET /api/uploaded-images and /api/images/:file', () => {
  it('lists the uploads newest first, each with its address and file name', async () => {
    const newest = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const { imageUrl } = (await upload(newest, 'ny.png')).json<{ imageUrl: string }>();
    const res = await t.app.inject({ method: 'GET', url: '/api/uploaded-images', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { images: list } = res.json<{ images: { url: string; fileName: string }[] }>();
    expect(list[0]).toEqual({ url: imageUrl, fileName: imageUrl.split('/').pop() });
    expect(list.length).toBeGreaterThanOrEqual(3);
  });

  it('answers an unknown or malformed file name with 404/400, never a path outside the images', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(32)}.svg` })).statusCode).toBe(400);
  });
});

describe('POST /api/import-image', () => {
  const importVia = (url: string) => t.app.inject({ method: 'POST', url: '/api/import-image', headers: bearer(admin.token), payload: { url } });

  it.each([
    'http://127.0.0.1/bild.png',
    'http://127.1.2.3/bild.png',
    'http://10.0.0.5/bild.png',
    'http://172.16.0.1/bild.png',
    'http://192.168.1.1/bild.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/bild.png',
    'http://[fc00::1]/bild.png',
    'http://[::ffff:127.0.0.1]/bild.png',
    'http://localhost/bild.png',
  ])('refuses %s (a private or loopback address)', async (url) => {
    const res = await importVia(url);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(IMAGE_MESSAGES.privateAddress);
  });

  it('refuses the test server too when the address rules are the real ones', async () => {
    const res = await importVia(`${imagesUrl}/bild.png`);
    expect(res.json<{ error: string }>().error).toBe(IMAGE_MESSAGES.privateAddress);
  });

  it('refuses other schemes', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.se/bild.png', 'javascript:alert(1)']) {
      const res = await importVia(url);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(IMAGE_MESSAGES.badUrl);
    }
  });

  it('knows the public addresses from the private ones', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '2a00:1450:4001:80b::200e']) expect(isPublicAddress(ip)).toBe(true);
    for (const ip of ['127.0.0.1', '10.1.1.1', '172.31.255.255', '192.168.0.1', '169.254.1.1', '::1', 'fd12::1', 'fe80::1', '::ffff:10.0.0.1', '0.0.0.0'])
      expect(isPublicAddress(ip)).toBe(false);
  });

  describe('with the test server allowed (the fetch itself)', () => {
    const allowLocal = { allowAddress: (ip: string) => ip === '127.0.0.1' };
    const deps = () => t.services.deps;

    it('fetches the image once, re-encodes and stores it on this site', async () => {
      const { imageUrl } = await importImage(deps(), null, `${imagesUrl}/bild.png`, allowLocal);
      expect(imageUrl).toMatch(/^\/api\/images\/[a-f0-9]{32}\.png$/);
      expect((await sharp((await served(imageUrl)).rawPayload).metadata()).width).toBe(40);
      // In the audit log under its stored name (a call without a signed-in admin has no actor).
      const fileName = imageUrl.split('/').pop()!;
      const [entry] = await auditLog(deps(), 1);
      expect(entry).toMatchObject({ action: 'image.upload', subjectType: 'image', subjectId: fileName, actorName: null });
      expect(entry!.summary).toContain(fileName);
    });

    it('refuses a redirect to an address that is not allowed, and a too large answer', async () => {
      await expect(importImage(deps(), null, `${imagesUrl}/vidare`, allowLocal)).rejects.toMatchObject({
        statusCode: 400,
        message: IMAGE_MESSAGES.privateAddress,
      });
      await expect(importImage(deps(), null, `${imagesUrl}/stor`, allowLocal)).rejects.toMatchObject({ statusCode: 413, message: IMAGE_MESSAGES.tooLarge });
      await expect(importImage(deps(), null, `${imagesUrl}/saknas.png`, allowLocal)).rejects.toMatchObject({
        statusCode: 502,
        message: IMAGE_MESSAGES.fetchFailed,
      });
    });
  });
});
