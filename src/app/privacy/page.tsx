import { ProseRoute, proseMetadata } from '@/modules/navigation/prose-page';

export const generateMetadata = () => proseMetadata('privacy');

export default function Page() {
  return <ProseRoute namespace="privacy" />;
}
