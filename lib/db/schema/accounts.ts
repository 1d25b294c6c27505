/**
 * Accounts: organisations, buyers, sessions, verification codes, addresses, uploads.
 * One area of the schema; lib/db/schema/index.ts re-exports every area.
 */
import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  text,
  varchar,
  boolean,
  numeric,
  jsonb,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, ts, createdAt } from './columns';

/* ───────────────────────────── Accounts ───────────────────────────── */

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  /** Unified social credit code. */
  creditCode: varchar('credit_code', { length: 30 }),
  corpType: varchar('corp_type', { length: 40 }),
  /** 0 none, 1 submitted, 2 certified, 3 rejected. */
  certStatus: integer('cert_status').notNull().default(0),
  licenceUploadId: integer('licence_upload_id'),
  /** Other certification files (uploads ids). */
  otherUploadIds: jsonb('other_upload_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  address: varchar('address', { length: 200 }),
  contactName: varchar('contact_name', { length: 60 }),
  contactPhone: varchar('contact_phone', { length: 30 }),
  /** Why staff rejected the last certification (shown to the buyer). */
  rejectReason: text('reject_reason'),
  createdByUserId: integer('created_by_user_id'),
  /** Orders of members above this amount (yuan) wait for the organisation administrator's approval; null = never. */
  approvalThreshold: numeric('approval_threshold', { precision: 12, scale: 2, mode: 'number' }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }),
    email: varchar('email', { length: 120 }),
    /** argon2id of the client-side md5 of the password. */
    passwordHash: text('password_hash'),
    nickName: varchar('nick_name', { length: 60 }),
    userName: varchar('user_name', { length: 60 }),
    avatarUrl: text('avatar_url'),
    /** "0" none, "1" submitted, "2" real-name authenticated, "3" rejected. */
    identityStatus: varchar('identity_status', { length: 2 }).notNull().default('0'),
    realName: varchar('real_name', { length: 60 }),
    idCardMasked: varchar('id_card_masked', { length: 30 }),
    orgId: integer('org_id').references(() => organizations.id),
    deptName: varchar('dept_name', { length: 100 }),
    recommendMobile: varchar('recommend_mobile', { length: 11 }),
    wechatOpenId: varchar('wechat_open_id', { length: 64 }),
    /** "buyer", "staff", "admin" (operations console). */
    role: varchar('role', { length: 20 }).notNull().default('buyer'),
    points: integer('points').notNull().default(0),
    status: integer('status').notNull().default(1),
    /** Consecutive failed password logins; reset on success. */
    failedLogins: integer('failed_logins').notNull().default(0),
    /** Password login refused until then (lockout after repeated failures). */
    lockedUntil: ts('locked_until'),
    passwordChangedAt: ts('password_changed_at'),
    emailVerifiedAt: ts('email_verified_at'),
    /** Membership of orgId: null none, "pending" asked to join, "member", "owner" (created it). */
    orgRole: varchar('org_role', { length: 20 }),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_wechat_uq').on(t.wechatOpenId),
  ],
);

/** Sessions live in the database so any app instance can serve any request. Only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    /** Logged in with "remember me" (43200-minute expiry). */
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Image captchas (getImgCode), stored so any instance can check them. */
export const captchas = pgTable('captchas', {
  key: varchar('key', { length: 64 }).primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

/** SMS verification codes. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** 1 login/register, 2 forget password, 3 bind phone. */
    purpose: integer('purpose').notNull().default(1),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * Rate-limit counters shared by every instance (rate-limiter-flexible's RateLimiterDrizzle layout:
 * key, consumed points, window expiry).
 */
export const rateLimiter = pgTable('rate_limiter', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: ts('expire'),
});

/**
 * What the development adapters (SMS, e-mail, captcha answers, WeChat) would have sent, newest first at
 * /dev/outbox. Written only while a development adapter is active.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial('id').primaryKey(),
    /** sms, email, captcha, wechat. */
    kind: varchar('kind', { length: 20 }).notNull(),
    to: varchar('to', { length: 200 }).notNull(),
    code: varchar('code', { length: 64 }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_time_idx').on(t.createdAt)],
);

/** WeChat QR login scenes (polled by the browser). */
export const wechatLogins = pgTable('wechat_logins', {
  sceneStr: varchar('scene_str', { length: 64 }).primaryKey(),
  /** 0 waiting, 1/2 scanned but phone not bound, 3 logged in, 4 expired. */
  status: integer('status').notNull().default(0),
  openId: varchar('open_id', { length: 64 }),
  nickname: varchar('nickname', { length: 60 }),
  avatar: text('avatar'),
  bindKey: varchar('bind_key', { length: 64 }),
  userId: integer('user_id').references(() => users.id),
  /** Session token waiting for the browser's next poll (status 3); cleared once delivered. */
  token: text('token'),
  /** Mobile verified by wx/{x}/loginReg for a new user: register?token=noBind_… creates the account with it. */
  mobile: varchar('mobile', { length: 11 }),
  recommendMobile: varchar('recommend_mobile', { length: 11 }),
  /** SHA-256 of the noBind_ token handed to the browser. */
  noBindHash: varchar('no_bind_hash', { length: 64 }),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    level: integer('level').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "receiving" or "invoice". */
    kind: varchar('kind', { length: 20 }).notNull().default('receiving'),
    consignee: varchar('consignee', { length: 60 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    regionText: varchar('region_text', { length: 120 }),
    detail: varchar('detail', { length: 200 }).notNull(),
    company: varchar('company', { length: 200 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** avatar, feedback, idcard, licence, news, … */
    purpose: varchar('purpose', { length: 30 }).notNull(),
    /** MIME type detected from the content, never from the file name. */
    mime: varchar('mime', { length: 80 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    data: bytea('data').notNull(),
    /** "public" (avatars, news images) or "private" (feedback, identity and licence files: owner and staff only). */
    visibility: varchar('visibility', { length: 10 }).notNull().default('private'),
    /**
     * A random name (192 bits, base64url) the file is served under instead of its number (/uploads/<accessKey>), for
     * purposes whose rule asks for one (feedback images): its number then opens nothing.
     */
    accessKey: varchar('access_key', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_access_key_uq').on(t.accessKey)],
);

/**
 * Real-name (kind "realname") and enterprise (kind "enterprise") verification requests, reviewed by staff.
 * status: pending → approved | rejected. Approval sets users.identity_status '2' / organizations.cert_status 2.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').references(() => organizations.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** What was submitted (names, masked id number, credit code…); never the full id number. */
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    uploadIds: jsonb('upload_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reason: text('reason'),
    /** The staff_users id of the reviewer (console), or null (seed command). */
    reviewedByUserId: integer('reviewed_by_user_id'),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_user_idx').on(t.userId, t.createdAt),
    index('verification_status_idx').on(t.status, t.createdAt),
  ],
);

/** E-mail verification codes (bind e-mail). */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 120 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.createdAt)],
);
