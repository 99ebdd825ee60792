// A template element → the mail's HTML and plain text (React Email's renderer), with its subject.
import type { ReactElement } from 'react';
import { render } from '@react-email/render';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
