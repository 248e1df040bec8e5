'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/ui/action-form';
import { ROLES } from '@/lib/constants';
import {
  blockUserAction,
  changeRoleAction,
  deleteUserAction,
  markVerifiedAction,
  resendVerificationForUserAction,
  sendResetForUserAction,
  unblockUserAction,
} from '../actions';
import type { ManagedUser } from '../queries';

export function UserRowActions({ user, isSelf }: { user: Pick<ManagedUser, 'id' | 'email' | 'role' | 'blocked' | 'emailVerified'>; isSelf: boolean }) {
  const t = useTranslations('users');
  const fields = { userId: user.id };
  const cancel = t('cancel');
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ActionForm action={changeRoleAction} fields={fields} label={t('changeRole')} className="flex items-center gap-1.5">
        <label className="sr-only" htmlFor={`role-${user.id}`}>
          {t('roleFor', { email: user.email })}
        </label>
        <select id={`role-${user.id}`} name="role" defaultValue={user.role} className="rounded-lg border border-line bg-card px-2 py-1 text-xs">
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </ActionForm>
      {user.blocked ? (
        <ActionForm action={unblockUserAction} fields={fields} label={t('unblock')} />
      ) : (
        <ActionForm
          action={blockUserAction}
          fields={fields}
          label={t('block')}
          variant="danger"
          confirm={{ title: t('blockTitle', { email: user.email }), body: t('blockBody'), confirmLabel: t('block'), cancelLabel: cancel }}
        />
      )}
      {user.emailVerified ? null : (
        <>
          <ActionForm action={markVerifiedAction} fields={fields} label={t('markVerified')} />
          <ActionForm action={resendVerificationForUserAction} fields={fields} label={t('resendVerification')} />
        </>
      )}
      <ActionForm action={sendResetForUserAction} fields={fields} label={t('sendReset')} />
      {isSelf ? null : (
        <ActionForm
          action={deleteUserAction}
          fields={fields}
          label={t('delete')}
          variant="danger"
          confirm={{ title: t('deleteTitle', { email: user.email }), body: t('deleteBody'), confirmLabel: t('delete'), cancelLabel: cancel }}
        />
      )}
    </div>
  );
}
