'use client';

import { useTranslations } from '@/i18n/client';
import { ActionForm } from '@/components/ui/action-form';
import { useState } from 'react';
import { ROLES, type Role } from '@/lib/constants';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
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

export function UserRowActions({ user, isSelf, countryName = '' }: { user: Pick<ManagedUser, 'id' | 'email' | 'role' | 'blocked' | 'emailVerified'>; isSelf: boolean; countryName?: string }) {
  const t = useTranslations('users');
  const fields = { userId: user.id };
  const cancel = t('cancel');
  const [role, setRole] = useState<Role>(user.role as Role);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {/* A role changes what the person may see and do at once, so it is confirmed, naming the new role. */}
      <label className="sr-only" htmlFor={`role-${user.id}`}>
        {t('roleFor', { email: user.email })}
      </label>
      <select id={`role-${user.id}`} value={role} onChange={(event) => setRole(event.target.value as Role)} className="rounded-lg border border-line bg-card px-2 py-1 text-xs">
        {/* A school admin is made with their school on the Schools page (decision 061); one already made is shown. */}
        {ROLES.filter((option) => option !== 'school_admin' || user.role === 'school_admin').map((option) => (
          <option key={option} value={option}>
            {t(`roles.${option}`)}
          </option>
        ))}
      </select>
      <ActionForm
        action={changeRoleAction}
        fields={{ ...fields, role }}
        label={t('changeRole')}
        confirm={{
          title: t('changeRoleTitle', { email: user.email, role: t(`roles.${role}`) }),
          body: role === 'admin' ? t('changeRoleAdminBody') : t('changeRoleBody'),
          confirmLabel: t('changeRole'),
          cancelLabel: cancel,
        }}
      />
      {user.blocked ? (
        <ActionForm action={unblockUserAction} fields={fields} label={t('unblock')} />
      ) : (
        // One red button a row, the deletion's: blocking is undone with a click.
        <ActionForm
          action={blockUserAction}
          fields={fields}
          label={t('block')}
          variant="secondary"
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
      {/* A child's country decides the consent their account needs (decision 060): changed on its own page, where the
          new rule applies; a select of every country in each row would weigh the list down. */}
      {user.role === 'child' ? (
        <Link href={`/admin/user-management/${encodeURIComponent(user.id)}/country`} className={buttonClass('secondary', 'px-2 py-1 text-xs')} aria-label={t('country.openNamed', { email: user.email, country: countryName })}>
          {t('country.open', { country: countryName })}
        </Link>
      ) : null}
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
