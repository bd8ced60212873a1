import { useEffect, useRef } from 'react';
import { CAPTCHA_CHAR_WIDTH } from '../lib/captcha';

const HEIGHT = 44;

/** Draws the captcha text with jitter and noise lines, in the current theme's colours. */
export function CaptchaCanvas({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !canvas.current) return;
    const style = getComputedStyle(document.documentElement);
    const ink = style.getPropertyValue('--text').trim() || '#111';
    const noise = style.getPropertyValue('--text-subtle').trim() || '#888';
    const { width } = canvas.current;
    ctx.clearRect(0, 0, width, HEIGHT);
    ctx.fillStyle = style.getPropertyValue('--surface-raised').trim() || '#fff';
    ctx.fillRect(0, 0, width, HEIGHT);
    ctx.strokeStyle = noise;
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.moveTo(Math.random() * width, Math.random() * HEIGHT);
      ctx.lineTo(Math.random() * width, Math.random() * HEIGHT);
      ctx.stroke();
    }
    ctx.font = 'bold 22px ui-monospace, monospace';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = ink;
    [...text].forEach((char, i) => {
      ctx.save();
      ctx.translate(i * CAPTCHA_CHAR_WIDTH + 6, HEIGHT / 2 + (Math.random() * 8 - 4));
      ctx.rotate((Math.random() - 0.5) * 0.5);
      ctx.fillText(char, 0, 0);
      ctx.restore();
    });
  }, [text]);

  return <canvas ref={canvas} width={text.length * CAPTCHA_CHAR_WIDTH} height={HEIGHT} role="img" aria-label={label} />;
}
