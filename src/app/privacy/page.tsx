import { ProseRoute, proseMetadata } from '@/modules/navigation/components/prose-route';

export const generateMetadata = () => proseMetadata('privacy');

export default function Page() {
  return <ProseRoute namespace="privacy" />;
}
