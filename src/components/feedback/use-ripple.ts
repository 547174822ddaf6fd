import { useEffect } from 'react';

const rippleMs = 500;
const selector = '.mantine-Button-root, .mantine-ActionIcon-root, [data-ripple]';

/**
 * A transient ripple on buttons, from one document listener rather than a wrapper around every
 * button. Skipped when the user prefers reduced motion.
 */
export function useRipple() {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      const target = event.target instanceof Element ? event.target.closest(selector) : null;
      if (!(target instanceof HTMLElement) || target.matches(':disabled,[data-disabled]')) return;
      const rect = target.getBoundingClientRect();
      const size = Math.max(rect.width, rect.height) * 2;
      const ripple = document.createElement('span');
      ripple.className = 'app-ripple';
      ripple.style.width = ripple.style.height = `${size}px`;
      ripple.style.left = `${event.clientX - rect.left - size / 2}px`;
      ripple.style.top = `${event.clientY - rect.top - size / 2}px`;
      ripple.style.animationDuration = `${rippleMs}ms`;
      target.appendChild(ripple);
      window.setTimeout(() => ripple.remove(), rippleMs);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);
}
