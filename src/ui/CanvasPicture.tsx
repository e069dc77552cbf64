// A picture drawn into a canvas. It looks and sizes like an <img> of the same picture (CSS width, height and
// object-fit apply the same way), and is read as one (role img, its alt text), but a browser never counts a canvas
// as the page's largest contentful paint: for what appears by itself long after arrival (the audit popup), so that
// field LCP stays what the page showed at once (tests/e2e/largest-paint.spec.ts).
import { useEffect, useRef } from 'react';

interface CanvasPictureProps {
  src: string;
  alt: string;
  /** The picture's size (its shape): the canvas is drawn at this size times the screen's pixel density. */
  width: number;
  height: number;
}

export function CanvasPicture({ src, alt, width, height }: CanvasPictureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Sharp on a dense screen and when a look shows it up to 1.25 times its size, without a bitmap of many megabytes
  // (a screen denser than 2 shows a phone-sized popup, well under its size).
  const density = Math.min(2, Math.max(1, typeof window === 'undefined' ? 1 : window.devicePixelRatio)) * 1.25;
  useEffect(() => {
    const image = new Image();
    image.onload = () => canvas.current?.getContext('2d')?.drawImage(image, 0, 0, canvas.current.width, canvas.current.height);
    image.src = src;
    return () => {
      image.onload = null;
    };
  }, [src]);
  return <canvas ref={canvas} role="img" aria-label={alt} width={Math.round(width * density)} height={Math.round(height * density)} />;
}
