import type { Metadata } from 'next';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
  title: { default: '标准物质商城 — 对照品、标准物质、药物杂质', template: '%s — 标准物质商城' },
  description: '标准物质商城：对照品、标准物质、药物杂质、药典方法、法规标准、质控样品、中间体合成与定制合成，提供 COA 证书下载。',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
