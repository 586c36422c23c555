export default {
  legal: {
    title: '통합 계정 약관 안내',
    text: '회원님의 계정은 파트너 스타일 플랫폼과 통합되어 있어 통합 계정 이용약관이 적용됩니다.',
    dates: '이 약관은 {{effective}}부터 시행되며, 분쟁 해결 조항은 {{disputes}}부터 적용됩니다.',
    terms: '이용약관 보기',
    dismiss: '다시 보지 않기',
    note: '이 안내는 닫으면 다시 표시되지 않습니다.',
  },
  marketing: {
    title: '회사 정보를 알려 주세요',
    lead: '뉴스레터 수신 여부와 언어, 회사의 업종을 알려 주시면 꼭 필요한 소식만 보내 드립니다.',
    newsletter: 'Drape3D 뉴스레터 받기(새 버전, 튜토리얼, 혜택)',
    language: '선호 언어',
    occupation: '직업',
    industry: '업종',
    choose: '선택하세요',
    missing: {
      occupation: '직업을 선택하세요.',
      industry: '회사의 업종을 선택하세요.',
    },
    save: '저장',
    saving: '저장 중…',
    later: '다음에',
    laterHint: '지금 닫으면 내일 다시 여쭤보겠습니다.',
    error:
      '답변을 저장하지 못했습니다(코드 {{code}}). 입력한 내용은 그대로 있으니 다시 시도해 주세요.',
  },
  survey: {
    title: '웹사이트 이용은 어떠셨나요?',
    text: '찾으시던 내용을 찾으셨나요? 좋았던 점과 불편했던 점을 짧게 알려 주세요. 보내 주신 의견은 모두 팀에서 읽습니다.',
    cta: '의견 보내기',
    later: '다음에',
  },
  promotions: {
    oneDay: '하루 동안 보지 않기',
    lifetime: '다시 보지 않기',
    linux: {
      title: 'Linux용 Drape3D 출시',
      text: '이제 Linux 워크스테이션에서도 Drape3D를 사용할 수 있습니다. 이 페이지에서 Linux 버전을 내려받으세요. Linux 라이선스로 실행됩니다.',
      cta: 'Linux 가격 보기',
    },
    sync: {
      title: '클라우드 옷장과 동기화',
      text: '회원님의 계정은 클라우드 옷장과 연결되어 있어 그곳에 보관한 의상을 Drape3D와 동기화할 수 있습니다. 연결은 계정 페이지에서 관리합니다.',
      cta: '내 계정 열기',
    },
  },
  languages: { en: 'English', ko: '한국어', ja: '日本語', zh: '简体中文' },
}
