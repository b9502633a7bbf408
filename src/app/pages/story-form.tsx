import { Suspense } from 'react';
import type { FormBlok } from '../../features/content/cms/form-blok-schema';
import { lazyPage } from '../lazy-page';

// Only the pages that have a form load the form library and the contract's schemas.
const GenericForm = lazyPage(() => import('../../features/forms/components/generic-form'), 'GenericForm');

/** A content page's form blok, rendered by the forms feature's `<GenericForm>`. */
export function StoryForm({ form }: { form: FormBlok }) {
  return (
    <Suspense fallback={null}>
      <GenericForm
        form={form.name}
        heading={form.heading}
        subject={form.subject}
        includeDate={form.include_date}
        replyToField={form.reply_to_field}
        submitLabel={form.submit_label}
        fields={form.fields}
      />
    </Suspense>
  );
}
