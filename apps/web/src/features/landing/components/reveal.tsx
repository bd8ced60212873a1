import type { ReactNode } from 'react';
import { useReveal } from '../hooks/use-reveal';
import styles from './reveal.module.css';

interface RevealProps {
  children: ReactNode;
  className?: string;
}

/**
 * Fades its content in once (SPEC §4 "Reveal on scroll"). Only opacity and transform change, so nothing is
 * laid out again and no layout shift is recorded; with reduced motion the content only fades, it never moves.
 */
export function Reveal({ children, className }: RevealProps) {
  const { ref, isRevealed } = useReveal<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className={`${styles.reveal} ${isRevealed ? styles.revealed : ''} ${className ?? ''}`}
      data-revealed={isRevealed}
    >
      {children}
    </div>
  );
}
