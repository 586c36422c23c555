export default {
  steam: {
    eyebrow: 'Steam 活动',
    title: '领取 Steam 奖励',
    lead: '请输入拥有 Drape3D 的 Steam 账户的 Steam ID（17 位）。每个账户、每个 Steam ID 只能领取一次。',
    steamId: 'Steam ID',
    steamIdHint: 'SteamID64：显示在 Steam 个人资料地址中的 17 位数字。',
    blank: '请输入 Steam ID。',
    claim: '领取奖励',
    again: '尝试其他 Steam ID',
    failed: '无法完成验证，请重试。',
    status: {
      notvaild: '该 Steam ID 无效，请检查后重试。',
      notItem: '该 Steam 账户未拥有 Drape3D。',
      overlap: '该 Steam ID 已被用于领取奖励。',
      hasItem: '您的账户已领取过奖励，或不符合本活动的条件。',
      complete: '完成！奖励已添加到您的账户。',
    },
  },
}
