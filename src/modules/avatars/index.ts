// The avatars module's server API (decision 015): the DiceBear styles drawn on our own server (spec 7). Its other files are private.
export { avatarQuerySchema, renderAvatarResponse } from './render-avatar';
export { AVATAR_STYLE_NAMES, isAvatarStyle, renderAvatarSvg } from './styles';
