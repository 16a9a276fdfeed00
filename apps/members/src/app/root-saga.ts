import { all } from 'redux-saga/effects';
import { authSaga, type AuthContext } from '../features/auth/auth.saga';
import { dealPagesSaga } from '../features/deals/deal-pages.saga';
import type { DealsContext } from '../features/deals/deals-context';
import { dealsSaga } from '../features/deals/deals.saga';
import { recentDealsSaga } from '../features/deals/recent-deals.saga';
import { submissionsSaga } from '../features/deals/submissions.saga';
import type { FaviconCache } from '../features/favicons/favicon-cache';
import { faviconsSaga } from '../features/favicons/favicons.saga';
import type { LeadsApi } from '../features/leads/leads.api';
import { leadsSaga } from '../features/leads/leads.saga';
import type { ProfileApi } from '../features/profile/profile.api';
import { profileSaga } from '../features/profile/profile.saga';
import { shellSaga } from '../features/shell/shell.saga';
import type { KeyValueStorage } from '../lib/key-value-storage';
import { sessionSaga, type SessionContext } from './session.saga';

/** The outside world the sagas use, handed in as saga context: real in the browser, faked at the network in tests. */
export interface AppContext extends AuthContext, DealsContext, SessionContext {
  profileApi: ProfileApi;
  leadsApi: LeadsApi;
  favicons: FaviconCache;
  sessionStore: KeyValueStorage;
}

export function* rootSaga() {
  yield all([authSaga(), sessionSaga(), shellSaga(), profileSaga(), dealsSaga(), recentDealsSaga(), submissionsSaga(), dealPagesSaga(), faviconsSaga(), leadsSaga()]);
}
