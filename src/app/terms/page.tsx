import { ProseRoute, proseMetadata } from '@/modules/navigation/prose-page';

export const generateMetadata = () => proseMetadata('terms');

export default function Page() {
  return <ProseRoute namespace="terms" />;
}
