/**
 * Content: news, help centre, banners, site settings.
 * One area of the schema; lib/db/schema/index.ts re-exports every area.
 */
import { pgTable, serial, integer, text, varchar, boolean, jsonb, index } from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt } from './columns';

/* ───────────────────────────── Content ───────────────────────────── */

export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => newsCategories.id),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitised HTML (sanitised on write and again on render). */
    content: text('content').notNull(),
    coverUrl: text('cover_url'),
    source: varchar('source', { length: 120 }),
    author: varchar('author', { length: 60 }),
    views: integer('views').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(true),
    status: integer('status').notNull().default(1),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt), index('news_category_idx').on(t.categoryId)],
);

/** Help centre tree (api/menutree/list). type 1 internal page, type 2 external link (description holds the URL). */
export const helpTree = pgTable(
  'help_tree',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 100 }).notNull(),
    type: integer('type').notNull().default(1),
    description: text('description'),
    content: text('content'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_tree_parent_idx').on(t.parentId)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: varchar('position', { length: 30 }).notNull().default('home'),
  title: varchar('title', { length: 120 }).notNull(),
  subtitle: text('subtitle'),
  imageUrl: text('image_url'),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
});

/** Site-wide settings and small shared state (e.g. the structure index version seen by every instance). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
