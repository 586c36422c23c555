export default {
  pricing: {
    eyebrow: '가격',
    title: '모든 디자이너와 팀을 위한 요금제',
    lead: '개인 또는 기업 요금제를 선택하세요. 가격은 고객님의 통화로 표시되며, 세금은 결제 시 추가됩니다.',
    tabs: { label: '요금제 유형', personal: '개인', enterprise: '기업' },
    period: { month: '/ 월', year: '/ 년' },
    order: { month: '월간 구매', year: '연간 구매' },
    networkType: { ONLINE: '온라인 라이선스', OFFLINE: '오프라인 라이선스' },
    plans: {
      individual: {
        name: '개인',
        subTitle: '프리랜서와 크리에이터를 위한 요금제',
        chip: '연간 40% 할인',
      },
      student: {
        name: '학생',
        subTitle: '인증된 학생을 위한 요금제',
        chip: '4년 내 최대 2회 구매 가능',
      },
      standard: {
        name: '기업 스탠다드',
        subTitle: '팀을 위한 지정 사용자 라이선스',
        chip: '연간 20% 추가',
      },
      network: {
        name: '네트워크',
        subTitle: '자체 서버에서 운용하는 플로팅 라이선스',
      },
      linux: { name: '리눅스', subTitle: '리눅스 렌더 팜과 파이프라인용' },
      academic: {
        name: '교육기관',
        subTitle: '학교와 대학을 위한 요금제',
        chip: '10카피 초과 시 50% 할인',
      },
    },
    trial: {
      title: '2주 동안 무료로 사용해 보세요',
      text: '모든 기능을 결제 정보 없이 사용할 수 있습니다.',
      cta: '무료 체험 시작',
    },
    unavailable: {
      title: '지금은 가격을 표시할 수 없습니다',
      text: '가격표를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
      retry: '다시 시도',
    },
  },
}
