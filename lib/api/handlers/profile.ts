import 'server-only';
import { paged, type HandlerMap, uid } from '../context';
import { profileEndpoints } from '../endpoints/profile';
import { ok } from '../envelope';
import { PROFILE_MSG, S } from '@/lib/config/messages';
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from '@/lib/domain/accounts/profile';
import { regionChildren } from '@/lib/domain/accounts/profile';
import { deleteInvoiceTitle, listInvoiceTitles, saveInvoiceTitle } from '@/lib/domain/accounts/profile';
import {
  addFavorite,
  clearHistory,
  favoritedAmong,
  isFavorite,
  listFavorites,
  listHistory,
  recordView,
  removeFavorite,
} from '@/lib/domain/accounts/profile';
import { listPoints } from '@/lib/domain/accounts/profile';
import { addFeedback, feedbackContact, uploadAvatar } from '@/lib/domain/accounts/profile';
import { listOwnFeedback } from '@/lib/domain/accounts/profile';
import { uploadOne } from '@/lib/domain/operations/uploads';
import { idCardCase, idCardInfo, submitRealName, uploadIdCard } from '@/lib/domain/accounts/verification';
import {
  changeOrg,
  corpTypes,
  creditOf,
  departments,
  improveCertification,
  joinOrg,
  organizationInfo,
  orgInfo,
  searchOrgs,
  submitCorpCertification,
  uploadCorpOther,
  uploadLicence,
} from '@/lib/domain/accounts/verification';

/** A success envelope with a message (删除成功 …); the router passes a Response through untouched. */
function okWithMessage<T>(data: T, message: string): T {
  return new Response(JSON.stringify({ ...ok(data), message }), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  }) as unknown as T;
}

export const profileHandlers: HandlerMap<typeof profileEndpoints> = {
  'address.list': (i, ctx) => listAddresses(ctx.db, uid(ctx), i.kind, i.shared === '1' || i.shared === 'true'),
  'address.save': (i, ctx) => saveAddress(ctx.db, uid(ctx), i),
  'address.delete': async (i, ctx) => {
    await deleteAddress(ctx.db, uid(ctx), i.id);
    return okWithMessage(null, S.deleted);
  },
  'address.setDefault': async (i, ctx) => {
    await setDefaultAddress(ctx.db, uid(ctx), i.id);
    return okWithMessage(null, S.saved);
  },
  'region.children': (i, ctx) => regionChildren(ctx.db, i.parentId, i.level),

  'invoiceTitle.list': (i, ctx) => listInvoiceTitles(ctx.db, uid(ctx), i.shared === '1' || i.shared === 'true'),
  'invoiceTitle.save': (i, ctx) => saveInvoiceTitle(ctx.db, uid(ctx), i),
  'invoiceTitle.delete': async (i, ctx) => {
    await deleteInvoiceTitle(ctx.db, uid(ctx), i.id);
    return okWithMessage(null, S.deleted);
  },

  'favorite.list': async (_i, ctx) => {
    const r = await listFavorites(ctx.db, uid(ctx), ctx.paging);
    return paged(r.list, r.total);
  },
  'favorite.add': async (i, ctx) => {
    await addFavorite(ctx.db, uid(ctx), i.productId);
    return okWithMessage(null, PROFILE_MSG.favoriteAdded);
  },
  'favorite.remove': async (i, ctx) => {
    await removeFavorite(ctx.db, uid(ctx), i.productId);
    return okWithMessage(null, PROFILE_MSG.favoriteRemoved);
  },
  'favorite.status': (i, ctx) => isFavorite(ctx.db, uid(ctx), i.productId),
  'favorite.statusMany': (i, ctx) => favoritedAmong(ctx.db, uid(ctx), i.productIds),

  'history.list': async (_i, ctx) => {
    const r = await listHistory(ctx.db, uid(ctx), ctx.paging);
    return paged(r.list, r.total);
  },
  'history.record': async (i, ctx) => {
    await recordView(ctx.db, uid(ctx), i.productId);
    return null;
  },
  'history.clear': async (i, ctx) => {
    await clearHistory(ctx.db, uid(ctx), i.productIds);
    return okWithMessage(null, PROFILE_MSG.historyCleared);
  },

  'points.list': async (_i, ctx) => {
    const r = await listPoints(ctx.db, uid(ctx), ctx.paging);
    return paged(r.page, r.total);
  },

  'feedback.add': async (i, ctx) => {
    const r = await addFeedback(ctx.db, ctx.user?.id ?? null, i);
    return okWithMessage(r, S.feedbackThanks);
  },
  'feedback.mine': (_i, ctx) => listOwnFeedback(ctx.db, uid(ctx)),
  'feedback.contact': (_i, ctx) => feedbackContact(ctx.db, uid(ctx)),
  'feedback.upload': (i, ctx) => uploadOne(ctx.db, uid(ctx), 'feedback', i.form),
  'upload.avatar': async (i, ctx) =>
    okWithMessage(await uploadAvatar(ctx.db, uid(ctx), i.form), PROFILE_MSG.avatarUpdated),

  'verify.idCadUpload': (i, ctx) => uploadIdCard(ctx.db, uid(ctx), i.side, i.form),
  'verify.bindIDCard': async (i, ctx) =>
    okWithMessage(await submitRealName(ctx.db, uid(ctx), i), PROFILE_MSG.identitySubmitted),
  'verify.getIDCardCase': (_i, ctx) => idCardCase(ctx.db, uid(ctx)),
  'verify.getIdCardInfo': (_i, ctx) => idCardInfo(ctx.db, uid(ctx)),

  'verify.corpLicenseUpload': (i, ctx) => uploadLicence(ctx.db, uid(ctx), i.form),
  'verify.corpOtherFileUpload': (i, ctx) => uploadCorpOther(ctx.db, uid(ctx), i.form),
  'verify.corpCertification': async (i, ctx) =>
    okWithMessage(await submitCorpCertification(ctx.db, uid(ctx), i), PROFILE_MSG.corpSubmitted),
  'verify.getCorpType': () => corpTypes(),
  'org.search': (i, ctx) => searchOrgs(ctx.db, i.kw),
  'org.join': async (i, ctx) =>
    okWithMessage(await joinOrg(ctx.db, uid(ctx), i.orgId, i.deptName), PROFILE_MSG.orgJoinPending),
  'org.change': async (i, ctx) => {
    const r = await changeOrg(ctx.db, uid(ctx), i.orgId);
    return okWithMessage(r, r ? PROFILE_MSG.orgJoinPending : PROFILE_MSG.orgLeft);
  },
  'org.info': (_i, ctx) => orgInfo(ctx.db, uid(ctx)),
  'org.detail': (_i, ctx) => organizationInfo(ctx.db, uid(ctx)),
  'credit.wallet': (_i, ctx) => creditOf(ctx.db, uid(ctx)),
  'credit.get': (_i, ctx) => creditOf(ctx.db, uid(ctx)),
  'org.depts': () => departments(),
  'org.improveCertification': (i, ctx) => improveCertification(ctx.db, uid(ctx), i),
};
