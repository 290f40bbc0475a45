import { z } from 'zod';
import { fileField, text } from './common';

/** The largest image accepted, uploaded or imported. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels an image may decode to (width × height): refuses decompression bombs. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  missing: 'Välj en bild att ladda upp.',
  tooLarge: 'Bilden är för stor. Den får vara högst 5 MB.',
  notImage: 'Filen är ingen bild. Ladda upp en PNG-, JPEG-, WebP- eller GIF-bild.',
  tooManyPixels: 'Bilden har för många bildpunkter. Använd en mindre bild (högst 40 megapixlar).',
  broken: 'Bilden går inte att läsa. Den kan vara skadad.',
  notFound: 'Bilden finns inte.',
  badUrl: 'Ange en adress som börjar med http:// eller https://.',
  privateAddress: 'Adressen pekar på ett internt nät och kan inte hämtas.',
  fetchFailed: 'Bilden kunde inte hämtas från adressen. Kontrollera den och försök igen.',
} as const;

/** POST /api/upload-image: one file in the field `image` (its name and type header are not trusted). */
export const imageUploadForm = z.object({
  image: fileField({ missing: IMAGE_MESSAGES.missing, tooLarge: IMAGE_MESSAGES.tooLarge }),
});

export const importImageRequest = z.object({
  url: text('Adressen', { max: 2000, required: true }).pipe(z.string().regex(/^https?:\/\/\S+$/i, IMAGE_MESSAGES.badUrl)),
});

export const imageUrlResponse = z.object({ imageUrl: z.string() });
export const uploadedImagesResponse = z.object({ images: z.array(z.object({ url: z.string(), fileName: z.string() })) });

/** A stored image's file name: its content hash and the format it was re-encoded to. */
export const imageFileParams = z.object({
  file: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|webp|gif)$/, IMAGE_MESSAGES.notFound),
});
export const imageFile = z.string().meta({ id: 'ImageFile', description: 'A stored image (PNG, JPEG, WebP or GIF).', format: 'binary' });
