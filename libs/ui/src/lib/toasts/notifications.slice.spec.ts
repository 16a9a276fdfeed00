import { notificationActions, notificationsReducer, selectToast } from './notifications.slice';

const { toastShown, toastDismissed } = notificationActions;

describe('the notifications slice', () => {
  it('shows one toast at a time: a new one replaces the one shown', () => {
    let state = notificationsReducer(undefined, toastShown({ message: 'Saved', variant: 'success' }));
    state = notificationsReducer(state, toastShown({ message: 'Could not save', variant: 'destructive' }));
    expect(selectToast({ notifications: state })).toEqual({ id: 2, message: 'Could not save', variant: 'destructive' });
  });

  it('dismisses only the toast it names', () => {
    let state = notificationsReducer(undefined, toastShown({ message: 'First', variant: 'default' }));
    state = notificationsReducer(state, toastShown({ message: 'Second', variant: 'default' }));
    state = notificationsReducer(state, toastDismissed({ id: 1 }));
    expect(state.toast?.message).toBe('Second');
    state = notificationsReducer(state, toastDismissed({ id: 2 }));
    expect(state.toast).toBeNull();
  });
});
