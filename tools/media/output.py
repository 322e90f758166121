"""Where a run writes and how it encodes: SVG text as it is, rasters rendered by rsvg-convert and
encoded by cwebp, the favicon by ImageMagick, the og image by pngquant and the videos by
ffmpeg/libx264, each within the size limit the media brief gives it."""
import os, shutil, subprocess, tempfile
from concurrent.futures import ThreadPoolExecutor

FPS = 24
# x264 chooses its thread count from the machine's cores, and its output depends on that count. The
# committed videos were made on a 2-core machine, where it chose 3 (their SEI says "threads=3"):
# fixed here, every machine makes those same bytes.
X264_THREADS = 3


class Media:
    """One run: the output folder (static/ or --out), a scratch folder, every file made, and the
    files that missed their size limit."""

    def __init__(self, static, jobs=None):
        self.static = static
        self.img = os.path.join(static, 'assets', 'img')
        self.video = os.path.join(static, 'assets', 'video')
        self.jobs = jobs or max(1, os.cpu_count() or 1)
        self.made = []
        self.problems = []
        self.tmp = tempfile.mkdtemp(prefix='make-media-')
        os.makedirs(self.img, exist_ok=True)
        os.makedirs(self.video, exist_ok=True)

    def close(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def rel(self, path):
        """'<static>/assets/img/x.webp' -> 'assets/img/x.webp'"""
        return os.path.relpath(path, self.static)

    def _made(self, path, size, limit):
        self.made.append(self.rel(path))
        if size > limit:
            self.problems.append(f'{os.path.relpath(path, os.path.dirname(self.static))}: {size} bytes > {limit}')

    def write(self, path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as fh:
            fh.write(text)
        self.made.append(self.rel(path))

    def parallel(self, fn, items):
        with ThreadPoolExecutor(self.jobs) as ex:
            return list(ex.map(fn, items))

    def rsvg(self, svg_text, w, h, out_png):
        subprocess.run(['rsvg-convert', '-w', str(w), '-h', str(h), '-o', out_png],
                       input=svg_text.encode(), check=True)

    def to_webp(self, png, out, limit, q=84, minq=38):
        """Encode to WebP, stepping quality down until the file fits `limit` bytes."""
        while True:
            subprocess.run(['cwebp', '-quiet', '-m', '6', '-sharp_yuv', '-q', str(q), png, '-o', out], check=True)
            size = os.path.getsize(out)
            if size <= limit or q <= minq:
                break
            q -= 4
        self._made(out, size, limit)
        return size, q

    def raster(self, svg_text, w, h, out, limit, q=84):
        png = os.path.join(self.tmp, os.path.basename(out) + '.png')
        self.rsvg(svg_text, w, h, png)
        size, q = self.to_webp(png, out, limit, q)
        print(f'  {self.rel(out)}  {w}x{h}  {size} B  q{q}', flush=True)
        return size

    def ico(self, svg_text, sizes, out):
        """A .ico holding the SVG rendered at each of `sizes` (square)."""
        pngs = []
        for s in sizes:
            p = f'{self.tmp}/fav{s}.png'
            self.rsvg(svg_text, s, s, p)
            pngs.append(p)
        subprocess.run(['convert', *pngs, out], check=True)
        self.made.append(self.rel(out))

    def quantize(self, svg_text, w, h, out, limit):
        """A palette PNG: 256 colours with light dithering (full dithering doubles the size of
        smooth gradients), fewer colours if the limit is still missed."""
        png = os.path.join(self.tmp, os.path.basename(out))
        self.rsvg(svg_text, w, h, png)
        for colors in (256, 192, 128, 96):
            subprocess.run(['pngquant', '--force', '--speed', '1', '--floyd=0.5', str(colors), '--output', out, png], check=True)
            size = os.path.getsize(out)
            if size <= limit:
                break
        self._made(out, size, limit)
        print(f'  {self.rel(out)}  {w}x{h}  {size} B')

    def render_frames(self, fn, count, w, h, rw, rh, tag):
        """Render `count` frames of fn(t, w, h) to PNGs of rw x rh; returns the printf pattern."""
        out = os.path.join(self.tmp, tag)
        os.makedirs(out, exist_ok=True)
        self.parallel(lambda i: self.rsvg(fn(i / count, w, h), rw, rh, f'{out}/f{i:04d}.png'), range(count))
        return f'{out}/f%04d.png'

    def encode(self, pattern, out, limit, crf, scale=None):
        """H.264 yuv420p, no audio, faststart; raises CRF until the file fits `limit` bytes."""
        while True:
            vf = ['format=yuv420p'] if not scale else [f'scale={scale}:flags=bicubic', 'format=yuv420p']
            subprocess.run(['ffmpeg', '-v', 'error', '-y', '-framerate', str(FPS), '-i', pattern, '-vf', ','.join(vf),
                            '-c:v', 'libx264', '-preset', 'veryslow', '-crf', str(crf), '-profile:v', 'high',
                            '-threads', str(X264_THREADS),
                            '-pix_fmt', 'yuv420p', '-an', '-movflags', '+faststart', out], check=True)
            size = os.path.getsize(out)
            if size <= limit or crf >= 40:
                break
            crf += 2
        self._made(out, size, limit)
        print(f'  {self.rel(out)}  {size} B  crf{crf}', flush=True)
