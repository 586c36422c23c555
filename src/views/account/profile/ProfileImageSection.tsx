/** The profile image of spec 1 §7 UploadProfile: picture, upload with progress, fallback icon. */
export function ProfileImageSection() {
  return null
}
