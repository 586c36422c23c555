/** Account deletion (spec 1 §7 DeleteUser with a survey text). */
export function DeleteAccountSection() {
  return null
}
