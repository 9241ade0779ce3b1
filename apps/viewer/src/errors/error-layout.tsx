import type { ReactNode } from 'react';
import { Logo } from '../art/logo.tsx';
import './error-layout.css';

/** The frame of the 404 and error pages: logo, a heading and what to do next. */
export function ErrorLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="error-page">
      <header className="error-header">
        <Logo />
      </header>
      <main className="error-card" aria-labelledby="error-title">
        <h1 id="error-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
