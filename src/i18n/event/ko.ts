export default {
  steam: {
    eyebrow: 'Steam 이벤트',
    title: 'Steam 보상 받기',
    lead: 'Drape3D를 보유한 Steam 계정의 Steam ID(17자리)를 입력하세요. 보상은 계정당, Steam ID당 한 번만 받을 수 있습니다.',
    steamId: 'Steam ID',
    steamIdHint: 'SteamID64: Steam 프로필 주소에 표시되는 17자리 숫자입니다.',
    blank: 'Steam ID를 입력하세요.',
    claim: '보상 받기',
    again: '다른 Steam ID로 시도',
    failed: '확인을 완료하지 못했습니다. 다시 시도해 주세요.',
    status: {
      notvaild: '유효하지 않은 Steam ID입니다. 확인 후 다시 시도해 주세요.',
      notItem: '이 Steam 계정은 Drape3D를 보유하고 있지 않습니다.',
      overlap: '이미 보상 받기에 사용된 Steam ID입니다.',
      hasItem: '이미 보상을 받았거나 이 이벤트 대상 계정이 아닙니다.',
      complete: '완료되었습니다! 보상이 계정에 추가되었습니다.',
    },
  },
}
