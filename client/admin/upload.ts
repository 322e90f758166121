/**
 * A picture uploaded in the editor is made to pass the build's rules before it enters the entry
 *: the build refuses an image over IMAGE_MAX_BYTES (300 KB) and a name outside
 * IMAGE_NAME, so a writer who published one would learn it from a failed CI run. Decap's own
 * processing (media_processing: WebP, MEDIA_WIDTH px wide, quality 82) has no size limit: a
 * detailed 6000x4000 photo came out 404 KB. So this step runs first, on the file input's change,
 * and does the same work with a limit: WebP at MEDIA_WIDTH px, quality 82, then lower
 * (QUALITIES) until it fits; if even the lowest does not fit, the picture is refused with the
 * reason, and nothing reaches the entry. The result is handed to Decap without a MIME type, so
 * Decap's processing (which re-encodes only JPEG, PNG and WebP files at quality 82, and would
 * grow a picture this step made fit) leaves it as it is.
 */
import { IMAGE_MAX_BYTES } from '../../site/content/blocks.ts';
import { MEDIA_WIDTH } from '../../site/admin/config.ts';
import { editorText } from '../../site/admin/messages.ts';
import { showNote } from './notes.ts';

/** The qualities tried in turn; below the last, a photo shows blocks and smears. */
export const QUALITIES = [0.82, 0.72, 0.62, 0.52] as const;
/** What Decap's processing would re-encode; SVG and others pass as they are. */
const ENCODED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const KB = 1024;

/**
 * A file name by the site's image rule (IMAGE_NAME: lowercase ASCII letters, digits and '-'):
 * ('IMG_2041 Copy.JPG', 'webp') -> 'img-2041-copy.webp'; ('사진.png', 'webp') -> 'photo.webp'
 */
export function imageName(name: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'photo'}.${extension}`;
}

/** The picture drawn MEDIA_WIDTH px wide (height by its shape), EXIF turn applied. */
async function drawn(file: File): Promise<HTMLCanvasElement> {
  const probe = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const height = Math.max(1, Math.round((MEDIA_WIDTH * probe.height) / probe.width));
  probe.close();
  const bitmap = await createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: MEDIA_WIDTH,
    resizeHeight: height,
    resizeQuality: 'high',
  });
  const canvas = document.createElement('canvas');
  canvas.width = MEDIA_WIDTH;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas;
}

const encoded = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode it'))),
      'image/webp',
      quality,
    ),
  );

export type Fitted = { file: File; quality: number } | { refused: string };

/** The picture as the site serves it, within the limit; or why it cannot be. */
export async function fitPicture(file: File): Promise<Fitted> {
  const name = imageName(file.name, 'webp');
  let canvas: HTMLCanvasElement;
  try {
    canvas = await drawn(file);
  } catch {
    return { refused: editorText('upload.unreadable', { name: file.name }) };
  }
  let smallest = Number.POSITIVE_INFINITY;
  for (const quality of QUALITIES) {
    const blob = await encoded(canvas, quality);
    // A browser without a WebP encoder hands back PNG: leave the picture to Decap's encoder.
    if (blob.type !== 'image/webp') return { file, quality: QUALITIES[0] };
    if (blob.size <= IMAGE_MAX_BYTES) return { file: new File([blob], name), quality };
    smallest = Math.min(smallest, blob.size);
  }
  const lowest = Math.round(QUALITIES.at(-1)! * 100);
  return {
    refused: editorText('upload.photoTooLarge', {
      name: file.name,
      width: MEDIA_WIDTH,
      quality: lowest,
      size: Math.ceil(smallest / KB),
      max: IMAGE_MAX_BYTES / KB,
    }),
  };
}

/** A file Decap would not re-encode: checked for size and renamed by the rule only. */
function checked(file: File): Fitted {
  if (file.size <= IMAGE_MAX_BYTES)
    return {
      file: new File([file], imageName(file.name, file.name.split('.').pop() ?? 'svg')),
      quality: 1,
    };
  return {
    refused: editorText('upload.fileTooLarge', {
      name: file.name,
      size: Math.ceil(file.size / KB),
      max: IMAGE_MAX_BYTES / KB,
    }),
  };
}

/** Events this module dispatched itself, with the fitted files: passed on to Decap. */
const ours = new WeakSet<Event>();

/**
 * Takes every file input's change before Decap does (a listener on the document, capturing),
 * fits its pictures, then hands Decap the same input with the fitted files.
 */
export function fitUploads(): void {
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (ours.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') return;
      const files = [...(input.files ?? [])];
      if (!files.length) return;
      event.stopImmediatePropagation();
      void Promise.all(
        files.map((file) => (ENCODED.has(file.type) ? fitPicture(file) : checked(file))),
      ).then((results) => {
        const refused = results.flatMap((result) => ('refused' in result ? [result.refused] : []));
        if (refused.length) {
          input.value = '';
          return showNote(refused.join('\n'), 'refused');
        }
        const fitted = results as { file: File; quality: number }[];
        const lowered = fitted.filter((result) => result.quality < QUALITIES[0]);
        if (lowered.length)
          showNote(
            lowered
              .map(({ file, quality }) =>
                editorText('upload.lowered', {
                  name: file.name,
                  max: IMAGE_MAX_BYTES / KB,
                  quality: Math.round(quality * 100),
                  size: Math.ceil(file.size / KB),
                }),
              )
              .join('\n'),
            'done',
          );
        const transfer = new DataTransfer();
        for (const { file } of fitted) transfer.items.add(file);
        input.files = transfer.files;
        const again = new Event('change', { bubbles: true });
        ours.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
